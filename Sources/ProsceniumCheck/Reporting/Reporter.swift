/// Renders the outcome of a check as text for one audience: a person at a terminal, Xcode, a
/// script, GitHub Actions or a code-scanning service.
///
/// Reporters are pure: they take a `CheckResult` and return the whole output, so every format can
/// be pinned by a golden string and reused by any tool that runs the engine.
package protocol Reporter: Sendable {
  /// The complete output for `result`, ending with a newline unless it is empty.
  func render(_ result: CheckResult) -> String
}

/// What reporters may need besides the result; each reporter reads only what applies to it.
package struct ReportOptions: Sendable {
  /// Whether to colour the text format with ANSI escapes (only when writing to a terminal).
  package var colored: Bool
  /// Whether the text format prints only the findings, without file headers or summary.
  package var quiet: Bool
  /// The version of the tool, written into SARIF logs.
  package var toolVersion: String
  /// Descriptions of the rules, so SARIF can describe the rules its results refer to.
  package var rules: [RuleDescription]
  /// The paths the check was given, named at the top of the HTML report.
  package var checkedPaths: [String]
  /// Where the findings' code is read from: SARIF counts columns in it, HTML quotes it.
  package var sourceLines: SourceLines

  package init(
    colored: Bool = false, quiet: Bool = false, toolVersion: String = "0.0.0", rules: [RuleDescription] = [],
    checkedPaths: [String] = [], sourceLines: SourceLines = .disk
  ) {
    self.colored = colored
    self.quiet = quiet
    self.toolVersion = toolVersion
    self.rules = rules
    self.checkedPaths = checkedPaths
    self.sourceLines = sourceLines
  }
}

/// The output formats of `proscenium check`, by the name `--format` takes.
package enum ReportFormat: String, Sendable, CaseIterable {
  case text
  case xcode
  case json
  case github
  case sarif
  case junit
  case checkstyle
  case html

  /// One line on what the format is for, shown in help.
  package var summary: String {
    switch self {
    case .text: "findings grouped by file, then a summary"
    case .xcode: "one 'path:line:column: severity: message (rule)' line per finding, for Xcode and editors"
    case .json: "a stable JSON document (schema version 1)"
    case .github: "GitHub Actions workflow commands that annotate the changed lines"
    case .sarif: "a SARIF 2.1.0 log for code scanning"
    case .junit: "JUnit XML: a test case per rule and file, failed by its findings, for CI test reports"
    case .checkstyle: "Checkstyle XML, for review bots and CI warning dashboards"
    case .html: "one self-contained HTML page with summaries, a chart and every finding with its code"
    }
  }

  /// The reporter that renders this format.
  package func reporter(_ options: ReportOptions = ReportOptions()) -> any Reporter {
    switch self {
    case .text: TextReporter(colored: options.colored, quiet: options.quiet)
    case .xcode: XcodeReporter()
    case .json: JSONReporter()
    case .github: GitHubActionsReporter()
    case .sarif: SARIFReporter(toolVersion: options.toolVersion, rules: options.rules, sourceLines: options.sourceLines)
    case .junit: JUnitReporter()
    case .checkstyle: CheckstyleReporter()
    case .html:
      HTMLReporter(
        rules: options.rules, toolVersion: options.toolVersion, sourceLines: options.sourceLines,
        checkedPaths: options.checkedPaths)
    }
  }
}
