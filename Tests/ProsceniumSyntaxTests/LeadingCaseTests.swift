import ProsceniumSyntax
import Testing

@Suite struct LeadingCaseTests {
  @Test(arguments: ["HomeView", "A", "Äpfel", "ÉcranView"])
  func capitalisedNamesStartUppercase(name: String) {
    #expect(name.startsUppercase)
  }

  @Test(arguments: ["homeView", "", "_Private", "$model", "1View", "élan", "ünterView"])
  func otherNamesDoNot(name: String) {
    #expect(!name.startsUppercase)
  }
}
