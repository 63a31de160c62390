import NIOCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension LiveServerError {
    /// The operating system's own words for a failed bind ("address already in use"), lowercased to fit a sentence.
    static func systemReason(for error: any Error) -> String {
        if error is CancellationError { return "the start was cancelled" }
        guard let error = error as? IOError else { return String(describing: error) }
        let text = String(cString: strerror(error.errnoCode))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
