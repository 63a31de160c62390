import AudioCue
import Foundation
import LiveServer
import Shared
import Train
import TrainTerminal
import TrainViews

extension AppContext {
    /// Starts the first workout's page now (`--serve`), so a port in use fails (exit 69) before anything runs.
    func prepareLive(_ options: ServeOptions) async throws(CLIFailure) {
        guard let address = options.address else { return }
        liveRequest = (address, options.viewOnly)
        do { preparedRemote = try await startRemote(address, viewOnly: options.viewOnly) } catch {
            throw CLIFailure(message: HelpText.of("cli.liveUnavailable", reason(error)), status: .unavailable)
        }
    }

    /// The page of the next workout: the one started by `prepareLive`, then a new one (a new token) each time.
    func liveRemote(for snapshot: PlanSnapshot) async -> TrainRemote? {
        if let preparedRemote {
            self.preparedRemote = nil
            return preparedRemote
        }
        guard let liveRequest else { return nil }
        do { return try await startRemote(liveRequest.address, viewOnly: liveRequest.viewOnly) } catch {
            let view = TrainEventView(snapshot: snapshot, language: language)
            console.err(errorStyle.yellow(view.liveUnavailableNotice(reason(error))))
            return nil
        }
    }

    private func startRemote(_ address: TrainLiveAddress, viewOnly: Bool) async throws(LiveServerError) -> TrainRemote {
        let configuration = LiveServerConfiguration(
            host: address.host, port: address.port, page: TrainLiveView.page(language: language), viewOnly: viewOnly)
        // Awaited on the main thread: from the main actor its wait would first hop to the global pool (see MainQueueExecutor).
        let server = try await withTaskExecutorPreference(MainQueueExecutor()) {
            () async throws(LiveServerError) in try await LiveServer.start(configuration)
        }
        let host = address.isLAN ? LiveNetwork.lanAddress() ?? "127.0.0.1" : address.host
        let shown = host.contains(":") ? "[" + host + "]" : host
        let url = server.controlToken == nil ? nil : server.url(host: shown)
        let viewOnlyURL = server.viewOnlyURL(host: shown)
        let qrCode = address.isLAN ? qrCode(url ?? viewOnlyURL) : nil
        return TrainRemote(
            url: url, viewOnlyURL: viewOnlyURL, servesLAN: address.isLAN, qrCode: qrCode,
            commands: server.commands, arrivals: server.arrivals, clock: monotonicClock,
            show: { render in server.publish(render()) },
            stop: { await server.stop() })
    }

    /// Why the page could not listen, in the user's language (the system's own reason stays as it said it).
    private func reason(_ error: LiveServerError) -> String {
        switch error {
        case .invalidHost(let host): HelpText.of("cli.liveHost", host)
        case .invalidPort(let port): HelpText.of("cli.livePort", String(port))
        case .cannotListen(let address, let reason): HelpText.of("cli.liveListen", address, reason)
        }
    }

    /// `url` as a QR code in terminal text from `qrencode`, when it is installed and answers in time.
    private func qrCode(_ url: String) -> String? {
        guard let path = ExecutableLocator(path: environment["PATH"]).find("qrencode") else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-t", "UTF8", "-m", "2", url]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else { return nil }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
