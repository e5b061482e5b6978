import Testing

@testable import ProsceniumSyntax

@Suite struct VersionTextTests {
  @Test func comparesNumericallyNotAsText() throws {
    let nine = try #require(VersionText("17.9"))
    let ten = try #require(VersionText("17.10"))
    #expect(nine < ten)
  }

  @Test func missingPartsCountAsZero() throws {
    #expect(try #require(VersionText("17")) == #require(VersionText("17.0.0")))
  }

  @Test func refusesWhatIsNotAPlainVersion() {
    #expect(VersionText("$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)") == nil)
    #expect(VersionText("17.") == nil)
    #expect(VersionText("1.2.3.4") == nil)
    #expect(VersionText("-1") == nil)
  }

  @Test func theLowestOfSeveralSettingsIsFoundByNumber() {
    #expect(BuildSettingLevels.lowest(["17.10", "17.9", "$(INHERITED)"]) == "17.9")
  }
}
