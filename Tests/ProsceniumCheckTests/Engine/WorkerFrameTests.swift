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
      try WorkerFrame(.answers, json: [ConditionAnswers(index: 2, holds: [true, false], reads: nil)]),
    ]
    let read = frames(from: sent.flatMap(\.encoded))
    #expect(read.map(\.kind) == [.began, .check, .answers])
    #expect(read[0].index == 3)
    #expect(read[1].index == 70_000)
    #expect(Array(read[1].tail) == [1] + large)
    let answers = try read[2].decoded([ConditionAnswers].self)
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
    let finding = Finding(
      ruleID: "no_print", severity: .warning, path: "A.swift", start: SourcePosition(line: 2, column: 3),
      end: SourcePosition(line: 2, column: 8), offset: 12, message: "use a logger")
    let outcome = FileOutcome(
      facts: FileFacts(path: "A.swift", module: "App", isTestFile: false), findings: [],
      deferred: [DeferredFinding(finding: finding, condition: .constant(true))], lineCount: 4)
    let frame = WorkerFrame(.outcome, index: 9, tail: [UInt8](try JSONEncoder().encode(WireOutcome(outcome))))
    let wire = try frame.decoded(WireOutcome.self, dropping: 4)
    #expect(wire.deferred == [finding])
    #expect(wire.facts == outcome.facts)
    #expect(wire.lineCount == 4)
  }
}
