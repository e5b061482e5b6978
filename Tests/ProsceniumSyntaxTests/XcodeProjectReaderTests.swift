import ProsceniumSyntax
import Testing

@Suite struct XcodeProjectReaderTests {
  static let project = """
    // !$*UTF8*$!
    {
      objects = {
    /* Begin XCBuildConfiguration section */
        A1 /* Debug */ = {
          isa = XCBuildConfiguration;
          buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 17.0;
            MACOSX_DEPLOYMENT_TARGET = "$(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)";
            TVOS_DEPLOYMENT_TARGET = "17.2";
            PRODUCT_NAME = "$(TARGET_NAME)";
          };
          name = Debug;
        };
        A2 /* Release */ = {
          isa = XCBuildConfiguration;
          buildSettings = {
            IPHONEOS_DEPLOYMENT_TARGET = 16.4; /* lowered for the widget */
            "TVOS_DEPLOYMENT_TARGET[sdk=appletvos*]" = 17.0;
            // IPHONEOS_DEPLOYMENT_TARGET = 12.0;
            /* IPHONEOS_DEPLOYMENT_TARGET = 11.0; */
          };
          name = Release;
        };
      };
    }
    """

  @Test func takesTheLowestTargetPerPlatformAcrossConfigurations() {
    let targets = XcodeProjectReader.deploymentTargets(projectText: Self.project)
    #expect(targets == ["iOS": "16.4", "tvOS": "17.0"])
  }

  @Test func ignoresSettingsInsideCommentsAndNonVersionValues() {
    let text = """
      /* IPHONEOS_DEPLOYMENT_TARGET = 9.0; */
      MACOSX_DEPLOYMENT_TARGET = $(INHERITED);
      IPHONEOS_DEPLOYMENT_TARGET = 15.0;//trailing
      """
    #expect(XcodeProjectReader.deploymentTargets(projectText: text) == ["iOS": "15.0"])
  }

  @Test func comparesVersionsNumerically() {
    let text = "IPHONEOS_DEPLOYMENT_TARGET = 17.10; IPHONEOS_DEPLOYMENT_TARGET = 17.9;"
    #expect(XcodeProjectReader.deploymentTargets(projectText: text) == ["iOS": "17.9"])
  }

  @Test func anEmptyProjectHasNoTargets() {
    #expect(XcodeProjectReader.deploymentTargets(projectText: "{ objects = {}; }").isEmpty)
  }
}
