/** Languages by their English names, as a regex alternation (lower case): what someone speaks, or a text is written in. */
export const LANGUAGE_NAMES =
  'english|spanish|french|german|italian|portuguese|dutch|polish|arabic|chinese|mandarin|cantonese|japanese|korean|russian|turkish|greek|hindi|urdu|bengali|tamil|telugu|malayalam|punjabi|gujarati|marathi|vietnamese|thai|tagalog|swahili|hebrew|persian|farsi|ukrainian|romanian|czech|hungarian|swedish|danish|norwegian|finnish|catalan|yiddish|latin|sign language'
