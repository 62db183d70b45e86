export const STAR_PATH = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.1L12 17.8 5.8 21.3l1.6-7.1L2 9.5l7.1-.6z'
export const RULE =
  'You can rate an expert after a real consultation: a booking they delivered, or a conversation in which they replied to you. Once per consultation.'
export const starsLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`
