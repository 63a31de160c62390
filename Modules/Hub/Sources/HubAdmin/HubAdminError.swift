/// Why an operator command failed, with the exit code of `sysexits.h` it ends with.
/// 运营命令失败的原因，以及结束时使用的 `sysexits.h` 退出码。
public struct HubAdminError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let exitCode: Int32

    /// 64: the command line is wrong.
    public static func usage(_ message: String) -> HubAdminError { HubAdminError(message: message, exitCode: 64) }
    /// 65: the input data is wrong (e.g. a file that is not a hub database).
    public static func data(_ message: String) -> HubAdminError { HubAdminError(message: message, exitCode: 65) }
    /// 69: a service is unavailable (the store cannot be reached).
    public static func unavailable(_ message: String) -> HubAdminError { HubAdminError(message: message, exitCode: 69) }
    /// 74: reading or writing a file failed.
    public static func io(_ message: String) -> HubAdminError { HubAdminError(message: message, exitCode: 74) }

    public var description: String { message }
}
