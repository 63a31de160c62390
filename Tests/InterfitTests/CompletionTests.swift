import Foundation
import TestSupport
import Testing

/// Shell completion through the real binary: `--cues` lists, plan names with spaces and quotes, history plans, the
/// bash script's own behaviour, and what zsh and fish are answered.
@Suite struct CompletionTests {
    /// A runner with plans whose names need quoting, and the binary first on PATH (scripts call it by name).
    private func runner() throws -> CommandLineRunner {
        var cli = CommandLineRunner()
        cli.environment["PATH"] =
            CommandLineRunner.executable.deletingLastPathComponent().path + ":"
            + (cli.environment["PATH"] ?? "/usr/bin:/bin")
        for name in ["Hill repeats", "Legs $HOME", "Bob's day", "Time: 5"] {
            let created = try cli.run("plans", "create", name, "--sets", "2", "--work", "20", "--rest", "10")
            #expect(created.status == 0, "\(created.stderr)")
        }
        return cli
    }

    /// What bash's completion function puts in COMPREPLY for `words` (the last one being completed, as typed).
    private func bash(_ cli: CommandLineRunner, _ words: String...) throws -> [String] {
        let script = """
            source <(interfit --generate-completion-script bash)
            COMP_WORDS=(interfit "$@")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE="${COMP_WORDS[*]}"
            COMP_POINT=${#COMP_LINE}
            COMPREPLY=()
            _interfit interfit "${COMP_WORDS[$COMP_CWORD]}" "${COMP_WORDS[$((COMP_CWORD - 1))]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try Spawn(["/bin/bash", "-c", script, "bash"] + words, environment: cli.environment)
        #expect(run.wait() == 0, "\(run.errorOutput)")
        return run.output.split(separator: "\n").map(String.init)
    }

    @Test func cuesCompleteEachKindAndTheRestOfAList() throws {
        let cli = try runner()
        #expect(try bash(cli, "start", "--cues", "") == ["bell", "tone", "voice", "none"])
        #expect(try bash(cli, "start", "--cues", "v") == ["voice"])
        #expect(try bash(cli, "start", "--cues", "bell,") == ["bell,tone", "bell,voice"])
        #expect(try bash(cli, "start", "--cues", "bell,t") == ["bell,tone"])
        #expect(try bash(cli, "start", "--cues", "tone,bell,") == ["tone,bell,voice"])
        #expect(try bash(cli, "start", "--cues", "none,") == [])
    }

    @Test func planNamesWithSpacesQuotesAndDollarsCompleteAsTheyAreInBash() throws {
        let cli = try runner()
        let templates = ["hiit", "tabata", "running", "strength", "stretch"]
        #expect(
            try Set(bash(cli, "start", "")) == Set(templates + ["Hill repeats", "Legs $HOME", "Bob's day", "Time: 5"]))
        #expect(try bash(cli, "start", #"Hill\ r"#) == ["Hill repeats"])
        #expect(try bash(cli, "start", #""Hill r"#) == ["Hill repeats"])
        #expect(try bash(cli, "start", "'Hill r") == ["Hill repeats"])
        #expect(try bash(cli, "start", "L") == ["Legs $HOME"], "not expanded")
        #expect(try bash(cli, "start", #"Bob\'"#) == ["Bob's day"])
        #expect(try bash(cli, "plans", "show", "T") == ["Time: 5"], "saved plans only, no templates")
        #expect(try bash(cli, "history", "list", "--plan", "h") == ["hiit", "Hill repeats"])
    }

    @Test func zshAndFishAreAnsweredWithLiteralNames() throws {
        var cli = try runner()
        let ask = ["---completion", "start", "--", "positional@0", "1", "4", "start", "Time"]
        cli.environment["SAP_SHELL"] = "zsh"
        #expect(try cli.run(ask).stdout == "Time\\: 5\n \n", "a colon is escaped for _describe; the last line is zsh's")
        cli.environment["SAP_SHELL"] = "fish"
        #expect(try cli.run(ask).stdout == "Time: 5\n")
        #expect(
            try cli.run(["---completion", "start", "--", "--cues", "2", "5", "start", "--cues", "bell,"]).stdout
                == "bell,tone\nbell,voice\n")
    }

    @Test func scriptsDescribeTheBuiltInFlagsInTheUsersLanguage() throws {
        var cli = CommandLineRunner()
        cli.environment["INTERFIT_LANG"] = "zh"
        for shell in ["zsh", "fish"] {
            let script = try cli.run("--generate-completion-script", shell).stdout
            #expect(script.contains("显示帮助信息。") && script.contains("显示版本号。"), "\(shell)")
            #expect(!script.contains("Show help information.") && !script.contains("Show the version."), "\(shell)")
        }
    }
}
