/// A failure already phrased for the user: the message to print and the exit status to end with.
struct CLIFailure: Error {
    let message: String
    let status: ExitStatus
}
