import ProsceniumCheck
import ProsceniumSyntax

/// Where `check` writes its reports: standard output in one format, or one file per
/// `--format X --output F` pair, every report rendered from the same run.
struct ReportOutputs {
  static let output = Option<String>.text(
    "output", short: "o", valueName: "file",
    help:
      "Write the report to this file ('-' for standard output) instead of standard output. May be repeated, each after its own --format, to write several reports from one run."
  )

  /// A report to render: its format and its file (`nil` for standard output).
  struct Target: Equatable {
    var format: ReportFormat
    var file: String?
  }

  var targets: [Target]

  /// Pairs the `--format` and `--output` values in the order given.
  init(arguments: ParsedArguments) throws(CommandLineError) {
    let formats = (arguments.values[CheckCommand.format.declaration.name] ?? []).compactMap(
      ReportFormat.init(rawValue:))
    let files = arguments.values[Self.output.declaration.name] ?? []
    if files.isEmpty {
      targets = [Target(format: formats.last ?? .text, file: nil)]
    } else if files.count == 1 && formats.count <= 1 {
      targets = [Target(format: formats.first ?? .text, file: files[0] == "-" ? nil : files[0])]
    } else if formats.count == files.count {
      targets = zip(formats, files).map { Target(format: $0, file: $1 == "-" ? nil : $1) }
    } else {
      throw CommandLineError(
        "\(files.count) '--output' files but \(formats.count) '--format' values",
        hint:
          "give a '--format' before each '--output': '--format json --output report.json --format sarif --output report.sarif'"
      )
    }
    let named = targets.compactMap(\.file)
    if Set(named).count != named.count {
      throw CommandLineError("two reports would be written to the same file", hint: "give each '--output' its own file")
    }
  }

  /// Renders every report of `result`; files are written atomically.
  func write(_ result: CheckResult, options: ReportOptions, context: CommandContext) throws(CommandLineError) {
    for target in targets {
      var targetOptions = options
      // Colour is for a terminal; a file never gets escapes.
      if target.file != nil { targetOptions.colored = false }
      let text = target.format.reporter(targetOptions).render(result)
      guard let file = target.file else {
        context.write(text)
        continue
      }
      do {
        try AtomicFileWriter.write(text, to: file)
      } catch {
        throw CommandLineError("cannot write the report: \(error)", hint: "check that '\(file)' can be written")
      }
    }
  }
}
