import Foundation
import ProsceniumTestSupport
import Testing

/// `check --fix` killed while it writes: every file is whole-old or whole-new, never a mix.
@Suite struct FixInterruptionTests {
  @Test(.enabled(if: BuiltProducts.proscenium != nil, "the proscenium binary is not built"))
  func killingTheProcessMidFixLeavesEveryFileWholeOldOrWholeNew() throws {
    let count = 300
    var files: [String: String] = [:]
    for index in 0..<count {
      files[String(format: "Sources/App/View%03d.swift", index)] = FixCommandTests.home
        .replacing("HomeView", with: "HomeView\(index)")
    }
    let project = try TemporaryProject(files, configuration: FixCommandTests.configuration)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(BuiltProducts.proscenium))
    process.arguments = ["check", "--fix", "--only", "private_view_state,task_modifier", "-q", project.root]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Files are written in path order once every pass is done: kill as soon as the first changes.
    let first = project.path("Sources/App/View000.swift")
    while process.isRunning {
      if let text = try? String(contentsOfFile: first, encoding: .utf8), text.contains("private var query") {
        kill(process.processIdentifier, SIGKILL)
        break
      }
      usleep(200)
    }
    process.waitUntilExit()
    var old = 0
    var new = 0
    for index in 0..<count {
      let text = try String(
        contentsOfFile: project.path(String(format: "Sources/App/View%03d.swift", index)), encoding: .utf8)
      if text == FixCommandTests.home.replacing("HomeView", with: "HomeView\(index)") {
        old += 1
      } else if text == FixCommandTests.fixedHome.replacing("HomeView", with: "HomeView\(index)") {
        new += 1
      } else {
        Issue.record("View\(index) is neither the old nor the fixed text:\n\(text)")
      }
    }
    #expect(old + new == count)
    // A second run completes the fix from wherever the first stopped.
    var rest = 0
    let finish = Process()
    finish.executableURL = process.executableURL
    finish.arguments = process.arguments
    finish.standardOutput = FileHandle.nullDevice
    finish.standardError = FileHandle.nullDevice
    try finish.run()
    finish.waitUntilExit()
    for index in 0..<count {
      let text = try String(
        contentsOfFile: project.path(String(format: "Sources/App/View%03d.swift", index)), encoding: .utf8)
      if text != FixCommandTests.fixedHome.replacing("HomeView", with: "HomeView\(index)") { rest += 1 }
    }
    #expect(rest == 0)
  }
}
