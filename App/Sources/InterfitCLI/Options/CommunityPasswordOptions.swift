import ArgumentParser

/// Where a password comes from: a no-echo prompt on a terminal, or the first line of standard input.
/// 密码的来源：终端上的不回显提示，或标准输入的第一行。
struct CommunityPasswordOptions: ParsableArguments {
    @Flag(name: .customLong("password-stdin"), help: .text("option.passwordStdin")) var fromStandardInput = false
}
