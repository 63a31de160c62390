import Foundation
import Persistence
import SharedUI

/// Maps a user's file that cannot be read or written to a message and exit code: exists 64, too large 65, refused or special 74.
/// 把无法读写的用户文件映射为消息与退出码：已存在 64，过大 65，被拒绝 74。
enum FileFailure {
    static func reading(_ error: UserFileError, _ path: String, limit: Int, _ text: FileErrorText) -> CLIFailure {
        switch error {
        case .tooLarge: CLIFailure(message: text.tooLarge(path, limit: limit), status: .badInputFile)
        case .system(let code): CLIFailure(message: text.cannotRead(path, code: code), status: .ioError)
        case .exists: CLIFailure(message: text.exists(path), status: .usage)
        case .notAFile(let kind): CLIFailure(message: text.notAFile(path, kind: kind), status: .ioError)
        }
    }

    static func writing(_ error: UserFileError, _ path: String, _ text: FileErrorText) -> CLIFailure {
        switch error {
        case .exists: CLIFailure(message: text.exists(path), status: .usage)
        case .system(let code): CLIFailure(message: text.cannotWrite(path, code: code), status: .ioError)
        case .tooLarge: CLIFailure(message: text.cannotWrite(path, code: EFBIG), status: .ioError)
        case .notAFile(let kind): CLIFailure(message: text.notAFile(path, kind: kind), status: .ioError)
        }
    }
}
