import Foundation
import ProsceniumTestSupport
import Testing

@testable import ProsceniumCLI

/// The progress line of `check`: drawn in place once the run is slow enough, erased at the end,
/// never written when standard error is not a terminal.
@Suite struct ProgressLineTests {
  final class Recorder: @unchecked Sendable {
    var text = ""
  }

  @Test func drawsInPlaceAndErasesItself() {
    let recorder = Recorder()
    let line = ProgressLine(delay: .zero) { recorder.text += $0 }
    line.update(done: 3, total: 3)
    #expect(recorder.text == "\r\u{1B}[Kchecking: 3 of 3 files")
    line.finish()
    #expect(recorder.text.hasSuffix("files\r\u{1B}[K"))
    line.finish()
    #expect(recorder.text.components(separatedBy: "\r").count == 3, "a second finish writes nothing")
  }

  @Test func aFastRunShowsNothing() {
    let recorder = Recorder()
    let line = ProgressLine(delay: .seconds(3600)) { recorder.text += $0 }
    line.update(done: 1, total: 2)
    line.finish()
    #expect(recorder.text.isEmpty)
  }

  @Test func noProgressWhenStandardErrorIsNotATerminal() throws {
    let project = try TemporaryProject(["Sources/App/HomeView.swift": SampleSources.navigationView])
    let outcome = proscenium("check", project.root)
    #expect(!outcome.errors.contains("\r"))
    #expect(!outcome.errors.contains("checking:"))
  }
}
