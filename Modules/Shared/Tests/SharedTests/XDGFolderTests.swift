import Testing

@testable import Shared

/// The XDG base folders follow absolute `$XDG_…_HOME`, then `$HOME`, then the account's home.
/// XDG 基础目录依次取绝对路径的 `$XDG_…_HOME`、`$HOME`、账户主目录。
@Suite struct XDGFolderTests {
    @Test func absoluteVariablesWinRelativeOnesAreIgnored() {
        let environment = ["XDG_DATA_HOME": "/d", "XDG_STATE_HOME": "relative", "HOME": "/h"]
        #expect(XDGFolder.data.path(environment: environment, accountHome: "/a") == "/d")
        #expect(XDGFolder.state.path(environment: environment, accountHome: "/a") == "/h/.local/state")
        #expect(XDGFolder.cache.path(environment: environment, accountHome: "/a") == "/h/.cache")
    }

    @Test func anEmptyOrMissingHOMEFallsBackToTheAccountsHome() {
        #expect(XDGFolder.data.path(environment: ["HOME": ""], accountHome: "/a") == "/a/.local/share")
        #expect(XDGFolder.home(environment: [:], accountHome: "/a") == "/a")
    }

    @Test func theAccountsHomeIsAskedForOnlyWhenNeeded() {
        var asked = 0
        func accountHome() -> String {
            asked += 1
            return "/a"
        }
        for folder in XDGFolder.allCases { _ = folder.path(environment: ["HOME": "/h"], accountHome: accountHome()) }
        #expect(asked == 0)
        _ = XDGFolder.home(environment: [:], accountHome: accountHome())
        #expect(asked == 1)
    }
}
