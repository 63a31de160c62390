/// Passwords: at least 10 characters, at most 72 UTF-8 bytes (bcrypt reads no further), no control characters.
/// 密码：至少 10 个字符，最多 72 个 UTF-8 字节（bcrypt 只读这么多），不含控制字符。
public enum HubPasswordRules {
    public static let minimumCharacters = 10
    public static let maximumBytes = 72

    /// Nil when `password` may be used, else the refusal (the password itself is never echoed).
    public static func problem(_ password: String) -> HubInputError? {
        if password.count < minimumCharacters {
            return HubInputError(
                field: "password", message: "password is too short; use at least \(minimumCharacters) characters")
        }
        if password.utf8.count > maximumBytes {
            return HubInputError(
                field: "password", message: "password is too long; use at most \(maximumBytes) bytes of UTF-8")
        }
        if password.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return HubInputError(field: "password", message: "password contains control characters")
        }
        return nil
    }
}
