import ProsceniumCheck
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCLI

/// The layout of `explain` for a rule with every kind of fact, pinned with a golden page.
@Suite struct ExplainRenderingTests {
  static let entry = RuleEntry(
    id: "view_body_length",
    summary: "keep 'body' short: extract subviews",
    rationale: "Long bodies hide structure. Extracting subviews names each part and lets SwiftUI diff less.",
    family: .swiftUIViews, defaultSeverity: .warning, isOptIn: true, usesDeploymentTarget: true,
    judgesTestFiles: false, presets: ["observable", "swiftui"],
    sources: [PlaybookReference(.swiftUIPatterns, "Small views")],
    options: [
      .init(
        key: "max_lines", summary: "the most lines a body may have", kind: .integer(minimum: 1),
        defaultValue: .number(40)),
      .init(key: "style", summary: "how to count", kind: .oneOf(["code", "all"]), defaultValue: .string("code")),
    ],
    examples: [
      .flagged("var body: some View {\n  ↓VStack {}\n}", options: #"{"max_lines": 1}"#, note: "one line allowed"),
      .clean("var body: some View { Text(\"\") }", path: "Sources/App/Small.swift"),
    ])

  @Test func measuredPrecisionQuotesTheSealedVerdicts() {
    #expect(
      ExplainCommand.measuredPrecision(of: "view_body_length").hasSuffix(
        "findings right on sealed apps (100%, docs/accuracy.md)"))
    #expect(
      ExplainCommand.measuredPrecision(of: "no_such_rule") == "no finding judged on sealed apps yet (docs/accuracy.md)")
  }

  @Test func pageShowsFactsOptionsAndExamples() {
    expectGolden(
      ExplainCommand.render(Self.entry, style: TerminalStyle(isEnabled: false)),
      """
      view_body_length: keep 'body' short: extract subviews

        Family:           swiftui-views
        Default severity: warning
        Enabled:          opt-in: by presets observable, swiftui, or the configuration
        Fix:              none
        Depends on:       the deployment target
        Measured:         \(ExplainCommand.measuredPrecision(of: "view_body_length"))
        Test files:       not judged

      WHY
        Long bodies hide structure. Extracting subviews names each part and lets
        SwiftUI diff less.

      SOURCES
        003 SwiftUI patterns for iOS 17+: Small views

      HOW TYPES ARE RECOGNISED
        view: conforms to 'View', directly, through a protocol that refines it, or in
            an extension in any file

      OPTIONS
        max_lines: integer (at least 1); default 40
            the most lines a body may have
        style: one of code, all; default "code"
            how to count

      FLAGGED (↓ marks where each finding starts)

        // options {"max_lines": 1}; one line allowed
          var body: some View {
            ↓VStack {}
          }

      CLEAN

        // in Sources/App/Small.swift
          var body: some View { Text("") }

      """)
  }
}
