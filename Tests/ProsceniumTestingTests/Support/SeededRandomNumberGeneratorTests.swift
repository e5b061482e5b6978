import ProsceniumTesting
import Testing

@Suite(.timeLimit(.minutes(1))) struct SeededRandomNumberGeneratorTests {
  @Test func theSameSeedRepeatsTheSameSequence() {
    var first = SeededRandomNumberGenerator(seed: 7)
    var second = SeededRandomNumberGenerator(seed: 7)
    let a = (0..<5).map { _ in first.next() }
    let b = (0..<5).map { _ in second.next() }
    #expect(a == b)
    #expect(Set(a).count == 5)
  }

  @Test func differentSeedsGiveDifferentSequences() {
    var first = SeededRandomNumberGenerator(seed: 1)
    var second = SeededRandomNumberGenerator(seed: 2)
    #expect(first.next() != second.next())
  }
}
