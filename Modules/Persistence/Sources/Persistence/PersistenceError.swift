/// Why the database could not be opened or used; never a reason to overwrite the user's file.
public enum PersistenceError: Error, Equatable, Sendable {
    /// The file exists but is not an SQLite database (or its header is damaged).
    case notADatabase(path: String)
    /// SQLite reports the file as damaged.
    case corrupt(path: String, detail: String)
    /// The file or its folder cannot be read or written (permissions, I/O).
    case unreadable(path: String, detail: String)
    /// The file was written by a newer Interfit whose migrations this build does not know.
    case newerSchema(path: String)
    /// The folder for the database could not be created.
    case cannotCreateDirectory(path: String, detail: String)
    /// Any other failure while reading or writing.
    case storage(detail: String)
}
