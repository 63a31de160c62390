import HubStore
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// Builds the hub: `buildRouter` wires the controllers over a store, `buildApplication` adds the server around it.
/// 构建社区中心：`buildRouter` 在存储之上连接各控制器，`buildApplication` 在其外加上服务器。
public enum HubApplication {
    /// The router of every endpoint of `openapi.yaml`, with request ids, logs, metrics and JSON errors.
    public static func buildRouter(
        _ store: some HubStore, engine: String, dependencies: HubDependencies,
        configuration: HubServerConfiguration
    ) -> Router<HubRequestContext> {
        assemble(store, engine: engine, dependencies: dependencies, configuration: configuration).router
    }

    /// The `Server` header of every answer.
    static let serverName = "interfit-hub"

    /// The router, and what the post page shortcut in front of it shares with it (kept pages, versions, metrics).
    static func assemble(
        _ store: some HubStore, engine: String, dependencies: HubDependencies,
        configuration: HubServerConfiguration
    ) -> (router: Router<HubRequestContext>, shortcut: HubPageShortcut.Parts) {
        let environment = HubControllerEnvironment(
            store: store, dependencies: dependencies, configuration: configuration)
        let metrics = HubMetrics(registry: dependencies.metrics)
        let pages = HubAnswerCache<HubSharedPage>(capacity: 4096)
        let router = Router(context: HubRequestContext.self)
        let routes = HubRouteTable()
        router.add(
            middleware: HubObservationMiddleware(
                metrics: metrics, trustsForwardedFor: configuration.trustsForwardedFor))
        router.add(middleware: HubErrorMiddleware(metrics: metrics, routes: routes))
        SystemController(environment: environment, metrics: metrics, engine: engine).addRoutes(to: router)
        AccountsController(environment: environment).addRoutes(to: router.group("v1/accounts"))
        SessionsController(environment: environment).addRoutes(to: router.group("v1/sessions"))
        PostsController(environment: environment, pages: pages).addRoutes(to: router.group("v1/posts"))
        CommentsController(environment: environment).addRoutes(to: router.group("v1/comments"))
        ReportsController(environment: environment).addRoutes(to: router.group("v1/reports"))
        BlocksController(environment: environment).addRoutes(to: router.group("v1/blocks"))
        MeController(environment: environment).addRoutes(to: router.group("v1/me"))
        routes.load(router.routes.map { ("\($0.path)", $0.method.rawValue) })
        let shortcut = HubPageShortcut.Parts(
            pages: pages, versions: environment.versions, metrics: metrics,
            date: HubHTTPDate(clock: dependencies.clock),
            logger: dependencies.logger, serverName: serverName)
        return (router, shortcut)
    }

    /// The hub as one service: `services` start first and stop last, the store migrates before the server accepts.
    public static func buildApplication(
        _ store: some HubStore, engine: String, dependencies: HubDependencies, configuration: HubServerConfiguration,
        services: [any Service] = [], onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let (router, shortcut) = assemble(
            store, engine: engine, dependencies: dependencies, configuration: configuration)
        var application = Application(
            router: router, server: HubLoopBoundChannel.builder(shortcut),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: serverName),
            services: services,
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
            logger: dependencies.logger)
        application.beforeServerStarts { try await store.migrate() }
        return application
    }
}
