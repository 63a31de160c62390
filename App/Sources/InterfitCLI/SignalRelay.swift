import Dispatch
import Foundation

/// Delivers POSIX signals to main-actor handlers through dispatch sources (no work in signal context).
@MainActor
final class SignalRelay {
    private var sources: [DispatchSourceSignal] = []
    private var handled: [Int32] = []

    /// Handles `signalNumber` with `handler` instead of its default action.
    func on(_ signalNumber: Int32, _ handler: @escaping @MainActor () -> Void) {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        source.resume()
        sources.append(source)
        handled.append(signalNumber)
    }

    /// Stops handling and gives every signal its default action back.
    func cancelAll() {
        for source in sources { source.cancel() }
        for number in handled { signal(number, SIG_DFL) }
        sources = []
        handled = []
    }
}
