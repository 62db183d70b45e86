import { family, type OccupationEntry } from './family'

export const FINANCE: OccupationEntry[] = [
  ...family('Finance & Accounting', [
    [
      'Tax Accountant',
      'prepares tax returns and plans taxes for people, freelancers and small businesses',
      'taxes; tax return; income tax; tax bill; tax deadline; self assessment; self-employed tax; freelancer taxes; sole trader; deductions; deductible expenses; claim expenses; quarterly estimated tax; VAT return; sales tax; owe the tax office; HMRC; IRS letter; refund from taxes; tax planning; corporate tax; side hustle income; impuestos; declaración de la renta; hacienda; Steuererklärung; Steuern; Finanzamt; impôts; déclaration de revenus; tax refund; rebate; tax code wrong; freelance income; rental income tax; capital gains; crypto taxes; side income; two jobs tax; inheritance tax return; file taxes; Freiberufler; autonomo; auto-entrepreneur; profit on shares; declare income; declare profit; how much tax do I owe; tax on rental income; tax on savings; tax on selling; self-employed expenses; claim expenses on tax',
    ],
    [
      'Certified Public Accountant',
      'licensed accountant for audits, financial statements, tax filing and business books',
      'cpa; accountant; chartered accountant; tax filing; tax preparation; financial statements; annual accounts; year end accounts; audit; company accounts; business taxes; freelancer tax return; file my taxes; self-employed; write offs; bookkeeping; contador; Steuerberater; Buchhalter; expert-comptable; comptable',
    ],
    [
      'Bookkeeper',
      'keeps the books: receipts, invoices, bank reconciliation, monthly close',
      'bookkeeping; books are a mess; receipts; invoices; invoicing; unpaid invoices; chasing invoices; bank reconciliation; ledger; accounts payable; accounts receivable; quickbooks; xero; spreadsheet of expenses; monthly close; track expenses; Buchhaltung; comptabilité; catch up on my books; categorise transactions; expenses spreadsheet; petty cash; vat records',
    ],
    [
      'Financial Planner',
      'plans retirement, savings, pensions and long-term money goals for families',
      'retirement; retire early; saving for retirement; pension; 401k; ira; savings plan; financial plan; budget for the family; college fund; kids education savings; wealth; estate planning; inheritance planning; money goals; emergency fund; debt and savings; jubilación; pensión; ahorro; Rente; Altersvorsorge; sparen; retraite; épargne; budget; budgeting; debt; credit card debt; pay off debt; money worries; living paycheck to paycheck; save for a house; kids university fund; plan my finances; financial future; save for the kids; monthly budget; money plan; put money aside; when I stop working; pension transfer; transfer my pension; old workplace pension',
    ],
    [
      'Financial Analyst',
      'builds financial models, valuations and KPI dashboards for companies',
      'financial model; valuation; forecast; fp&a; variance analysis; kpis; business plan numbers; revenue forecast; cash flow forecast; investment analysis; power bi finance; unit economics; projections; financial projections; what is my company worth; business valuation; profit forecast; buying a business; buy a competitor; is the price fair; buying a company; due diligence',
    ],
    [
      'Investment Advisor',
      'advises on investing, portfolios, stocks, ETFs and wealth management',
      'investing; invest my money; stocks; shares; etf; index funds; portfolio; asset allocation; wealth management; inheritance to invest; where to put my savings; retirement investments; crypto portfolio; brokerage; inversiones; bolsa; Geldanlage; Aktien; investir; placements; invest; inherited money; lump sum; where to invest; savings account or stocks; investment options; inherited; inheritance; money sitting in the bank; what to do with savings; grow my savings; savings doing nothing; pension investments; stock market; sell my shares; keep or sell my shares; shares from my company',
    ],
    [
      'Payroll Specialist',
      'runs payroll, payslips, payroll tax and employee benefits',
      'payroll; salaries; paying employees; payslips; pay stubs; payroll tax; employee benefits; timesheets; first employee; hiring my first employee pay; adp; nómina; Lohnabrechnung; fiche de paie',
    ],
    [
      'Auditor',
      'reviews controls and accounts: internal and external audits, compliance',
      'audit; internal audit; external audit; controls; assurance; compliance; sox; fraud in the accounts; check our books; audit report; risk assessment; audit the accounts; financial controls; auditing; skimming; stealing from the till; cash missing from the till; cash missing; embezzlement; staff theft',
    ],
    [
      'Mortgage Broker',
      'compares banks and lenders to get a home loan, mortgage or refinance approved',
      'mortgage; home loan; bank refused the loan; loan rejected; mortgage declined; financing a flat; buying an apartment; first-time buyer; refinance; remortgage; interest rate; deposit for a house; compare banks; self-employed mortgage; hipoteca; préstamo; Finanzierung; Kredit; Baufinanzierung; prêt immobilier; crédit immobilier; rates dropped; interest rates; fixed rate ending; remortgage deal; borrow; how much can we borrow; buy to let mortgage; mortgage approval',
    ],
    [
      'Insurance Agent',
      'finds insurance policies and helps with claims',
      'insurance; insurance policy; coverage; claim denied; insurance claim; life insurance; health insurance; home insurance; car insurance premium; which insurance; seguro; Versicherung; assurance habitation; insurer refuses to pay; claim rejected; cheaper insurance; travel insurance; pet insurance; income protection; not covered; claim refused; payout; policy excess; insurer; not insured; uninsured; public liability; liability cover; liability insurance; professional indemnity; business insurance; how much cover; insurance for my business',
    ],
    [
      'Actuary',
      'models risk, pensions and pricing with statistics',
      'actuarial; actuary; pension fund valuation; risk modeling; pricing model; mortality tables; statistics of risk; risk pricing; insurance pricing; life tables; pension liabilities; probability of claims',
    ],
  ]),
]
