import Foundation
import Shared

extension UserFileError: UserFacingError {
    /// An existing file not to be replaced is a usage matter (64), a file too large bad input (65), the rest 74.
    public var exitStatus: ProcessExitStatus {
        switch reason {
        case .exists: .usage
        case .tooLarge: operation == .reading ? .badInputFile : .ioError
        case .system, .notAFile: .ioError
        }
    }

    public func message(in language: AppLanguage) -> String {
        let text = FileErrorText(language: language)
        switch (reason, operation) {
        case (.exists, _): return text.exists(path)
        case (.tooLarge(let limit), .reading): return text.tooLarge(path, limit: limit)
        case (.tooLarge, .writing): return text.cannotWrite(path, code: EFBIG)
        case (.system(let code), .reading): return text.cannotRead(path, code: code)
        case (.system(let code), .writing): return text.cannotWrite(path, code: code)
        case (.notAFile(let kind), _): return text.notAFile(path, kind: kind)
        }
    }
}
