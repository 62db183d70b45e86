import { ApplicationsConsole } from '../../features/experts/applications-console'

export default function AdminExpertsRoute() {
  return <ApplicationsConsole />
}
