import Foundation
import Testing

@testable import Persistence

@Suite struct UserFileTests {
    private let folder = TemporaryDirectory()

    @Test func writesAtomicallyAndNeverReplacesUnlessAsked() throws {
        let path = folder.file("plan.json")
        try UserFileWriter.write(Data("one".utf8), to: path, replace: false)
        #expect(throws: UserFileError.exists) { try UserFileWriter.write(Data("two".utf8), to: path, replace: false) }
        #expect(FileManager.default.contents(atPath: path) == Data("one".utf8))
        try UserFileWriter.write(Data("two".utf8), to: path, replace: true)
        #expect(FileManager.default.contents(atPath: path) == Data("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1, "no temporary file left")
        #expect(throws: UserFileError.system(ENOENT)) {
            try UserFileWriter.write(Data(), to: folder.file("missing/x.json"), replace: false)
        }
    }

    @Test func readsWithALimitAndRefusesFolders() throws {
        let path = folder.file("big")
        try Data(repeating: 65, count: 300_000).write(to: URL(fileURLWithPath: path))
        #expect(try UserFileReader(path: path).readAll(limit: 300_000).count == 300_000)
        #expect(throws: UserFileError.tooLarge) { try UserFileReader(path: path).readAll(limit: 299_999) }
        #expect(throws: UserFileError.system(EISDIR)) { try UserFileReader(path: folder.path) }
        #expect(throws: UserFileError.system(ENOENT)) { try UserFileReader(path: folder.file("none")) }
    }
}
