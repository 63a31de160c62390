import Foundation
import Shared
import Testing

@testable import Persistence

@Suite struct UserFileTests {
    private let folder = TemporaryDirectory()

    @Test func writesAtomicallyAndNeverReplacesUnlessAsked() throws {
        let path = folder.file("plan.json")
        try UserFileWriter.write(Data("one".utf8), to: path, replace: false)
        #expect(throws: UserFileError(path: path, operation: .writing, reason: .exists)) {
            try UserFileWriter.write(Data("two".utf8), to: path, replace: false)
        }
        #expect(FileManager.default.contents(atPath: path) == Data("one".utf8))
        try UserFileWriter.write(Data("two".utf8), to: path, replace: true)
        #expect(FileManager.default.contents(atPath: path) == Data("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1, "no temporary file left")
        #expect(
            throws: UserFileError(path: folder.file("missing/x.json"), operation: .writing, reason: .system(ENOENT))
        ) {
            try UserFileWriter.write(Data(), to: folder.file("missing/x.json"), replace: false)
        }
    }

    @Test func neverReplacesSpecialFilesAndWritesThroughLinks() throws {
        let fifo = folder.file("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        for replace in [false, true] {
            #expect(throws: UserFileError(path: fifo, operation: .writing, reason: .notAFile(.fifo))) {
                try UserFileWriter.write(Data("x".utf8), to: fifo, replace: replace)
            }
            #expect(throws: UserFileError(path: folder.path, operation: .writing, reason: .notAFile(.directory))) {
                try UserFileWriter.write(Data("x".utf8), to: folder.path, replace: replace)
            }
            #expect(throws: UserFileError(path: "/dev/null", operation: .writing, reason: .notAFile(.device))) {
                try UserFileWriter.write(Data("x".utf8), to: "/dev/null", replace: replace)
            }
        }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
        let target = folder.file("real.json")
        let link = folder.file("link.json")
        try UserFileWriter.write(Data("old".utf8), to: target, replace: false)
        #expect(symlink(target, link) == 0)
        #expect(throws: UserFileError(path: link, operation: .writing, reason: .exists)) {
            try UserFileWriter.write(Data("new".utf8), to: link, replace: false)
        }
        try UserFileWriter.write(Data("new".utf8), to: link, replace: true)
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(FileManager.default.contents(atPath: target) == Data("new".utf8))
    }

    @Test func readsWithALimitAndRefusesFolders() throws {
        let path = folder.file("big")
        try Data(repeating: 65, count: 300_000).write(to: URL(fileURLWithPath: path))
        #expect(try UserFileReader(path: path).readAll(limit: 300_000).count == 300_000)
        #expect(throws: UserFileError(path: path, operation: .reading, reason: .tooLarge(limit: 299_999))) {
            try UserFileReader(path: path).readAll(limit: 299_999)
        }
        #expect(throws: UserFileError(path: folder.path, operation: .reading, reason: .notAFile(.directory))) {
            try UserFileReader(path: folder.path)
        }
        #expect(throws: UserFileError(path: folder.file("none"), operation: .reading, reason: .system(ENOENT))) {
            try UserFileReader(path: folder.file("none"))
        }
    }
}
