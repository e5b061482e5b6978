import Foundation
import ProsceniumSyntax
import Testing

@Suite struct XcodeProjectErrorTests {
  static func readError(_ text: String) -> XcodeProjectError? {
    do {
      _ = try XcodeProject.read(pbxproj: Data(text.utf8), projectFolder: "/p", path: "/p/App.xcodeproj")
      return nil
    } catch {
      return error as? XcodeProjectError
    }
  }

  @Test(arguments: [
    "",
    "{ objects = { P = {isa = PBXProject; }; }",
    "{ objects = { P = {isa = PBXProject; mainGroup = \"G; }; }; rootObject = P; }",
    "( a, b )",
    "{ rootObject = P; }",
    "{ objects = { P = {isa = PBXGroup; }; }; rootObject = P; }",
    "{ objects = { }; rootObject = P; }",
  ])
  func malformedInputThrowsAnErrorNamingTheFile(text: String) throws {
    let error = try #require(Self.readError(text))
    #expect(error.file == "/p/App.xcodeproj/project.pbxproj")
    #expect(error.description.hasPrefix("/p/App.xcodeproj/project.pbxproj: "))
    #expect(!error.reason.isEmpty)
  }

  @Test func aMissingProjectFileIsNamed() {
    let expected = XcodeProjectError(file: "/nonexistent/App.xcodeproj/project.pbxproj", reason: "cannot read the file")
    #expect(throws: expected) {
      try XcodeProject.read(projectAt: "/nonexistent/App.xcodeproj")
    }
  }

  @Test func aProjectWithoutTargetsOrSettingsIsEmpty() throws {
    let project = try XcodeProject.read(
      pbxproj: Data("{ objects = { P = {isa = PBXProject; }; }; rootObject = P; }".utf8),
      projectFolder: "/p",
      path: "/p/App.xcodeproj"
    )
    #expect(project.targets.isEmpty)
    #expect(project.deploymentTargets.isEmpty)
  }
}
