import ProsceniumCLI

/// What one in-process run of `proscenium` produced.
struct RunOutcome {
  var code: Int32
  var output: String
  var errors: String
}

/// Runs `proscenium` in-process.
func proscenium(_ arguments: String...) -> RunOutcome {
  proscenium(arguments: arguments)
}

func proscenium(arguments: [String]) -> RunOutcome {
  var output = ""
  var errors = ""
  let code = ProsceniumCommandLine.run(
    arguments: arguments, environment: [:], standardOutput: &output, standardError: &errors, outputIsTerminal: false)
  return RunOutcome(code: code, output: output, errors: errors)
}
