import Logging
import PostgresNIO

/// The text of one of the hub's frequent statements: parsed and planned once per connection, then only bound and run.
/// 中心高频语句之一的文本：每个连接只解析和规划一次，之后只需绑定并执行。
protocol PostgresHubStatementText {
    // Planning was half of PostgreSQL's processor time under a write load (an UPDATE of `posts` weighs every index of
    // the table each time): a statement prepared on a connection is planned for its first runs and then, when a
    // generic plan costs no more, never again.
    /// The statement's name on each connection (unique among the hub's statements).
    static var name: String { get }
    /// The SQL, with `$1…$n` for the values: a constant, never built from input.
    static var sql: String { get }
    /// The type of each parameter, as the values bound to it encode themselves.
    static var types: [PostgresDataType] { get }
}

/// One run of a prepared statement: the statement by its type, this call's values; rows come back as they are.
/// 预备语句的一次执行：语句由类型确定，值由本次调用提供；行按原样返回。
struct PostgresHubStatement<Text: PostgresHubStatementText>: PostgresPreparedStatement {
    static var name: String { Text.name }
    static var sql: String { Text.sql }
    static var bindingDataTypes: [PostgresDataType] { Text.types }

    let bindings: PostgresBindings

    func makeBindings() -> PostgresBindings { bindings }

    func decodeRow(_ row: PostgresRow) -> PostgresRow { row }
}

extension PostgresConnection {
    /// Runs the statement `text` with `values`, in order (prepared on this connection the first time), and reads its rows.
    func run<Text: PostgresHubStatementText>(
        _ text: Text.Type, _ values: any PostgresDynamicTypeEncodable..., logger: Logger
    ) async throws -> [PostgresRandomAccessRow] {
        // The declared types are what PostgreSQL parses the statement with; the values must encode as those types, or
        // it misreads their bytes. Every test run through the store suite checks the pairing.
        assert(values.map(\.psqlType) == Text.types, "\(Text.name): values do not match the declared parameter types")
        var bindings = PostgresBindings(capacity: values.count)
        for value in values { bindings.append(value) }
        var rows: [PostgresRandomAccessRow] = []
        for try await row in try await execute(PostgresHubStatement<Text>(bindings: bindings), logger: logger) {
            rows.append(row.makeRandomAccess())
        }
        return rows
    }
}
