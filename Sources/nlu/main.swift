#if canImport(Glibc)
import Glibc
#endif
import NLU

let usage = """
usage: nlu <command> [options]

Commands:
  parse      utterances on stdin, one JSON object per line on stdout (JSON Lines)
  match      spoken names on stdin, resolved against --beneficiaries FILE
  entities   numbers, money, quantities, products, sizes found in each line
  chat       an interactive session that keeps the dialog context

Run 'nlu <command> --help' for a command's options.
"""

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    printError(usage)
    exit(2)
}
let rest = arguments.dropFirst(2)
switch arguments[1] {
case "parse": ParseCommand.run(rest)
case "match": MatchCommand.run(rest)
case "entities": EntitiesCommand.run(rest)
case "chat": ChatCommand.run(rest)
case "--help", "-h", "help":
    print(usage)
    exit(0)
case "--version":
    print("nlu 0.1 (ICU \(icuVersion))")
    exit(0)
default:
    usageError("nlu: unknown command '\(arguments[1])' (commands: parse, match, entities, chat)")
}
