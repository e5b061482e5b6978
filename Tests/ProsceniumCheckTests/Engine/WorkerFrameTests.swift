import Foundation
import Testing

@testable import ProsceniumCheck

/// The framing between the supervisor and its worker processes.
@Suite struct WorkerFrameTests {
  /// Writes `bytes` into a pipe, closes it, and reads every frame back.
  func frames(from bytes: [UInt8]) -> [WorkerFrame] {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let writeEnd = ends[1]
    let writer = Thread {
      bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
          let written = write(writeEnd, buffer.baseAddress! + offset, buffer.count - offset)
          guard written > 0 else { break }
          offset += written
        }
      }
      close(writeEnd)
    }
    writer.start()
    var reader = WorkerFrameReader(descriptor: ends[0])
    var read: [WorkerFrame] = []
    while let frame = reader.next() { read.append(frame) }
    close(ends[0])
    return read
  }

  @Test func framesComeBackWholeAndInOrder() throws {
    let large = [UInt8](repeating: 7, count: 200_000)  // larger than one read and one pipe buffer
    let sent = [
      WorkerFrame(.began, index: 3),
      WorkerFrame(.check, index: 70_000, tail: [1] + large),
      WorkerFrame(.answers, payload: ConditionAnswers.encoded([ConditionAnswers(index: 2, holds: [true, false])])),
    ]
    let read = frames(from: sent.flatMap(\.encoded))
    #expect(read.map(\.kind) == [.began, .check, .answers])
    #expect(read[0].index == 3)
    #expect(read[1].index == 70_000)
    #expect(Array(read[1].tail) == [1] + large)
    let answers = try ConditionAnswers.decoded(read[2].payload[...])
    #expect(answers.first?.holds == [true, false])
  }

  @Test func aTruncatedOrUnknownFrameEndsTheStream() {
    let whole = WorkerFrame(.began, index: 1).encoded
    #expect(frames(from: whole + Array(whole.dropLast())).count == 1)
    #expect(frames(from: [0x00, 0, 0, 0, 0]).isEmpty)
    // A length past the limit is refused before anything is allocated for it.
    #expect(frames(from: [WorkerFrame.Kind.outcome.rawValue, 0xFF, 0xFF, 0xFF, 0xFF]).isEmpty)
  }

  @Test func aWorkerOutcomeCarriesTheDeferredFindingsWithoutConditions() throws {
    var finding = Finding(
      ruleID: "no_print", severity: .warning, path: "A.swift", start: SourcePosition(line: 2, column: 3),
      end: SourcePosition(line: 2, column: 8), offset: 12, message: "use a logger",
      fix: Fix(summary: "remove it", edits: [TextEdit(start: 12, end: 20, replacement: "")]))
    finding.fingerprint = "no_print:A.swift:run"
    var facts = FileFacts(
      path: "A.swift", module: "App", isTestFile: false, imports: ["Foundation"],
      types: [TypeFacts(name: "Feed", kind: .class, inheritedTypes: ["Store"], path: "A.swift", module: "App")])
    facts.mentionedNames = ["Feed", "Store"]
    facts.initializerLabels = ["Feed": ["store"]]
    let outcome = FileOutcome(
      facts: facts, findings: [finding], deferred: [DeferredFinding(finding: finding, condition: .constant(true))],
      lineCount: 4, skipReason: "generated")
    let frame = WorkerFrame(.outcome, index: 9, tail: WireOutcome(outcome).encoded)
    let wire = try WireOutcome(decoding: frame.tail)
    #expect(frame.index == 9)
    #expect(wire.findings == [finding])
    #expect(wire.deferred == [finding])
    #expect(wire.facts == outcome.facts)
    #expect(wire.lineCount == 4)
    #expect(wire.skipReason == "generated")
    #expect(wire.withheldDeferred == 0)

    // Withheld, only their number crosses; the rest of the outcome is the same.
    let withheld = try WireOutcome(decoding: WireOutcome(outcome, withholding: true).encoded[...])
    #expect(withheld.deferred.isEmpty)
    #expect(withheld.withheldDeferred == 1)
    #expect(withheld.findings == [finding])
    #expect(withheld.facts == outcome.facts)
  }

  @Test func factsAndAnswersComeBackAsSent() throws {
    let kept = Finding(
      ruleID: "no_service_in_view", severity: .warning, path: "B.swift", start: SourcePosition(line: 7, column: 5),
      end: SourcePosition(line: 7, column: 9), offset: 80, message: "move the call into the view model")
    let request = ConditionRequest(
      facts: [
        0: FileFacts(path: "A.swift", module: nil, isTestFile: true),
        70_000: FileFacts(path: "B.swift", module: "App", isTestFile: false),
      ],
      records: true)
    let decoded = try ConditionRequest(decoding: request.encoded[...])
    #expect(decoded.facts == request.facts)
    #expect(decoded.records)
    let answers = [
      ConditionAnswers(index: 3, holds: [true, false, true], reads: [IndexQuery(.roles, "FeedViewModel", "")]),
      ConditionAnswers(index: 90_000, holds: [], reads: nil),
      ConditionAnswers(index: 4, holds: [false, true], reads: nil, kept: [kept]),
      ConditionAnswers(index: 5, holds: [false], reads: nil, kept: []),
    ]
    let back = try ConditionAnswers.decoded(ConditionAnswers.encoded(answers)[...])
    #expect(back.map(\.index) == [3, 90_000, 4, 5])
    #expect(back.map(\.holds) == [[true, false, true], [], [false, true], [false]])
    #expect(back[0].reads == [IndexQuery(.roles, "FeedViewModel", "")])
    #expect(back[1].reads == nil)
    #expect(back.map(\.kept) == [nil, nil, [kept], []])
  }

  @Test func aDamagedMessageIsRefusedNotTrusted() {
    let bytes = WireOutcome(
      FileOutcome(
        facts: FileFacts(path: "A.swift", module: "App", isTestFile: false), findings: [], deferred: [], lineCount: 1)
    ).encoded
    for length in 0..<bytes.count {
      #expect(throws: (any Error).self) { try WireOutcome(decoding: bytes[..<length]) }
    }
    #expect(throws: (any Error).self) { try WireOutcome(decoding: (bytes + [0])[...]) }
  }
}
