/** Better Auth's tables (created by its own migrations); typed here so our queries can join them. */
export interface UserTable {
  id: string
  name: string
  email: string
  emailVerified: number | boolean
  image: string | null
  createdAt: string | Date
  updatedAt: string | Date
}

export interface SessionTable {
  id: string
  userId: string
  token: string
  expiresAt: string | Date
}

export interface AuthTables {
  user: UserTable
  session: SessionTable
}
