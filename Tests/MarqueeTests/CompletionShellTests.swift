import Foundation
import MarqueeCore
import Testing

/// The completion files loaded by the shells themselves, asked for candidates as a
/// user's Tab would ask: what the reader in OptionConsistencyTests sees must also be
/// what bash, zsh and fish do with the files.
@Suite(.needs(.bashCompletion, .zsh, .fish)) struct CompletionShellTests {
    /// A command line, cursor at its end, and the candidates it must get.
    struct Case: Sendable, CustomTestStringConvertible {
        let line: String
        let expected: Set<String>
        var testDescription: String { "'\(line)'" }
    }

    static let cases = [
        Case(line: "marquee --", expected: Set(OptionTable.all.map { "--" + $0.long })),
        Case(line: "marquee --mode ", expected: Set(OptionTable.modes)),
        Case(line: "marquee --format ", expected: Set(OptionTable.formats)),
        Case(line: "marquee -F p", expected: Set(OptionTable.formats.filter { $0.hasPrefix("p") })),
        Case(line: "marquee --width ", expected: []),
        // A bare --ellipsis takes no word of its own: the next is an option again.
        Case(line: "marquee --ellipsis --wi", expected: ["--width"]),
        Case(line: "marquee --paused-at ", expected: ["here", "start"]),
        Case(line: "marquee -- --", expected: []),
    ]

    @Test(arguments: CompletionShell.allCases, cases)
    func offersTheTablesWords(_ shell: CompletionShell, _ completion: Case) throws {
        let candidates = try shell.candidates(for: completion.line)
        #expect(candidates == completion.expected,
                "\(shell) offers \(candidates.sorted()) for '\(completion.line)'")
    }

    /// TEXT is free text, not a file name: at most the options are offered (zsh's
    /// `_arguments` falls back to them when an argument has nothing to offer). The
    /// tests run in the package's directory, so file names would show.
    @Test(arguments: CompletionShell.allCases)
    func offersNoFileNamesForText(_ shell: CompletionShell) throws {
        let candidates = try shell.candidates(for: "marquee ")
        #expect(candidates.allSatisfy { $0.hasPrefix("-") }, "\(shell) offers \(candidates.sorted())")
    }

    /// `--update` takes a command: the shells offer command names (`sh` is in every PATH).
    @Test(arguments: CompletionShell.allCases)
    func offersCommandsForUpdate(_ shell: CompletionShell) throws {
        let candidates = try shell.candidates(for: "marquee --update sh")
        #expect(candidates.contains("sh"), "\(shell) offers \(candidates.sorted())")
        #expect(candidates.allSatisfy { $0.hasPrefix("sh") })
    }
}

/// A shell with the completion file for it loaded.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash = "bash with bash-completion"
    case plainBash = "bash without bash-completion"
    case zsh = "zsh with compinit"
    case fish

    /// The words the shell completes `line` with (the cursor at its end).
    func candidates(for line: String) throws -> Set<String> {
        let home = try ScratchDirectory()
        defer { home.remove() }
        let environment = ["HOME": home.path, "TERM": "xterm", "XDG_DATA_DIRS": "/usr/share"]
        let completions = repositoryRoot.appendingPathComponent("completions").path
        let result: RunResult
        switch self {
        case .bash, .plainBash:
            let helpers = self == .bash ? "/usr/share/bash-completion/bash_completion" : ""
            result = try runProgram("bash", ["--norc", "--noprofile", "-c", Self.bashScript, "bash",
                                             helpers, completions + "/marquee.bash", line],
                                    environment: environment)
        case .zsh:
            result = try runProgram("zsh", ["-f", "-c", Self.zshScript, "zsh", completions, line],
                                    environment: environment)
        case .fish:
            result = try runProgram("fish", ["--no-config", "-c", "source $argv[1]; complete -C $argv[2]",
                                             completions + "/marquee.fish", line],
                                    environment: environment)
        }
        guard result.status == 0 else {
            throw DocumentFormatError("\(rawValue) exited \(result.status): \(result.errors)")
        }
        // fish follows each candidate with a tab and its description.
        return Set(result.lines.map { String($0.prefix { $0 != "\t" }) }.filter { !$0.isEmpty })
    }

    /// Calls the completion function the way bash's programmable completion does:
    /// COMP_WORDS, COMP_CWORD, COMP_LINE and COMP_POINT set, then COMPREPLY printed.
    /// Arguments: bash_completion (or ""), the completion file, the command line.
    private static let bashScript = #"""
        if [ -n "$1" ]; then source "$1" || exit 3; fi
        declare -F _init_completion >/dev/null && [ -z "$1" ] && exit 4
        source "$2" || exit 5
        complete -p marquee >/dev/null || exit 6
        COMP_LINE=$3
        COMP_POINT=${#COMP_LINE}
        read -ra COMP_WORDS <<<"$COMP_LINE"
        [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
        COMPREPLY=()
        _marquee marquee "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        printf '%s\n' "${COMPREPLY[@]}"
        """#

    /// zsh completes only inside its line editor, so an interactive zsh runs on a
    /// pseudo-terminal (zsh/zpty), with compinit loading the completion directory. A
    /// compadd wrapper prints each word the completion adds; a widget bound to Tab
    /// runs the completion and then prints a mark, so the end is known without
    /// guessing at timing. Each step waits for the shell to be ready: zsh drops what
    /// is typed before its line editor starts.
    /// Arguments: the directory holding _marquee, the command line.
    private static let zshScript = #"""
        zmodload zsh/zpty zsh/datetime || exit 3
        out=
        await() {
          local chunk
          local -F deadline=$(( EPOCHREALTIME + 10 ))
          while [[ $out != *$1* ]] && (( EPOCHREALTIME < deadline )); do
            if zpty -r -t shell chunk; then out+=$chunk; else sleep 0.02; fi
          done
          [[ $out == *$1* ]]
        }
        zpty -b shell zsh -f -i || exit 4
        zpty -w shell "PS1= PS2= RPS1=; unsetopt beep; fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
        zpty -w shell 'compadd() { local -a found; builtin compadd -O found "$@"; print -rl -- "<<word>>"${^found}; builtin compadd "$@"; }'
        zpty -w shell 'complete-and-mark() { zle complete-word; print -r -- "<<do""ne>>"; }; zle -N complete-and-mark; bindkey "^I" complete-and-mark'
        zpty -w shell 'print -r -- "<<rea""dy>>"'
        await '<<ready>>' || { print -u2 "zsh did not start: $out"; exit 5; }
        out=
        zpty -n -w shell "$2"$'\t'
        await '<<done>>' || { print -u2 "completion did not end: $out"; exit 6; }
        zpty -d shell
        for line in ${(f)out//$'\r'/}; do
          if [[ $line == *'<<word>>'* ]]; then print -r -- ${line#*<<word>>}; fi
        done
        """#
}
