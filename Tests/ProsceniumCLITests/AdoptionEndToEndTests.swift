import Foundation
import ProsceniumTestSupport
import Testing

/// Adopting the checker on an existing app, on a generated project of a few hundred files:
/// accept today's findings in a baseline, then a change that adds one violation and moves others
/// reports exactly the new one; `--fix` resolves what it can, and the re-check holds.
@Suite struct AdoptionEndToEndTests {
  static let fileCount = 240

  /// A screen with two accepted findings (`navigation_stack`, `private_view_state`).
  static func screen(_ index: Int) -> String {
    """
    import SwiftUI

    struct Screen\(index)View: View {
      @State var isLoading = false

      var body: some View {
        NavigationView {
          Text("Screen \(index)")
        }
      }
    }
    """
  }

  static let only = ["--only", "navigation_stack,private_view_state", "--format", "xcode"]

  @Test func baselineThenOneNewViolationThenFix() throws {
    var files: [String: String] = [:]
    for index in 0..<Self.fileCount {
      files["Sources/Feature\(index % 12)/Screen\(index)View.swift"] = Self.screen(index)
    }
    let project = try TemporaryProject(files, configuration: #"{"deployment_target": {"ios": "17.0"}}"#)
    let baseline = project.path(".proscenium-baseline.json")

    let written = proscenium(arguments: ["check"] + Self.only + ["--write-baseline", baseline, project.root])
    #expect(written.code == 0)
    #expect(written.errors.contains("wrote \(2 * Self.fileCount) findings to baseline"))

    // One file changes: lines move (a new import, a comment, a new member above), its existing
    // findings are reformatted, and one new violation appears in a new member.
    let changed = "Sources/Feature7/Screen7View.swift"
    try project.write(
      changed,
      """
      import SwiftUI
      import Observation

      /// The seventh screen, now with a footer.
      struct Screen7View: View {
        let title = "Seven"

        @State
        var isLoading = false

        var footer: some View {
          NavigationView { Text("Footer") }
        }

        var body: some View {
          NavigationView   {
            Text( "Screen 7" )
          }
        }
      }
      """)
    let checked = proscenium(
      arguments: ["check"] + Self.only + ["--baseline", baseline, "--strict-baseline", "--strict", project.root])
    let lines = checked.output.split(separator: "\n")
    #expect(lines.count == 1, "\(checked.output)")
    #expect(
      lines.first?.hasSuffix(
        "\(changed):12:5: warning: replace 'NavigationView' with 'NavigationStack', or 'NavigationSplitView' for columns (navigation_stack)"
      ) == true, "\(checked.output)")
    #expect(checked.code == 1)
    #expect(checked.errors.contains("\(2 * Self.fileCount) findings accepted, 1 new\n"))

    // Fix everything that carries a fix, then hold to the baseline: nothing new, and the fixed
    // findings are stale, so a strict baseline asks for a rewrite that shrinks it.
    let fixed = proscenium(arguments: ["check", "--fix"] + Self.only + [project.root])
    #expect(fixed.errors.contains("findings remain"), "\(fixed.errors)")
    let after = proscenium(arguments: ["check"] + Self.only + ["--baseline", baseline, project.root])
    #expect(after.code == 0)
    #expect(after.output.isEmpty, "\(after.output)")
    #expect(after.errors.contains("stale"))
    let rewritten = proscenium(arguments: ["check"] + Self.only + ["--write-baseline", baseline, project.root])
    #expect(rewritten.code == 0)
    let again = proscenium(
      arguments: ["check"] + Self.only + ["--baseline", baseline, "--strict-baseline", "--strict", project.root])
    #expect(again.code == 0, "\(again.errors)")
    #expect(try String(contentsOfFile: project.path(changed), encoding: .utf8).contains("NavigationStack"))
  }
}
