import Foundation
import Testing

@testable import Terminal

@Suite struct ProcessEnvironmentTests {
    @Test func readsWhatFoundationReads() {
        setenv("INTERFIT_ENVIRONMENT_TEST", "a=b c", 1)
        let variables = ProcessEnvironment.read()
        #expect(variables["INTERFIT_ENVIRONMENT_TEST"] == "a=b c")
        #expect(variables == ProcessInfo.processInfo.environment)
    }
}
