import Crypto
import Foundation

/// The only form in which the hub keeps a token: its SHA-256, in lowercase hex.
/// 社区中心保存令牌的唯一形式：其 SHA-256 的小写十六进制。
public enum HubTokenHash {
    /// The hash of `token`.
    public static func of(_ token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
