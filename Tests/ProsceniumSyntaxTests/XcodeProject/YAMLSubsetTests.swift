import Testing

@testable import ProsceniumSyntax

@Suite struct YAMLSubsetTests {
  @Test func blockMappingsSequencesAndFlowValuesNest() {
    let document = YAMLValue.parse(
      """
      name: App # the app
      options:
        deploymentTarget: { iOS: "15.0", tvOS: '16.0' }
      targets:
        App:
          platform: [iOS, tvOS]
          sources:
            - App
            - path: Shared
              excludes:
                - "**/*.md"
          preBuildScripts:
            - script: |
                echo "targets: none: here"
              name: Lint
      """)
    #expect(document["name"]?.text == "App")
    #expect(document["options"]?["deploymentTarget"]?["iOS"]?.text == "15.0")
    #expect(document["options"]?["deploymentTarget"]?["tvOS"]?.text == "16.0")
    let app = document["targets"]?["App"]
    #expect(app?["platform"]?.items.compactMap(\.text) == ["iOS", "tvOS"])
    #expect(app?["sources"]?.items.first?.text == "App")
    #expect(app?["sources"]?.items.last?["path"]?.text == "Shared")
    #expect(app?["sources"]?.items.last?["excludes"]?.items.first?.text == "**/*.md")
    // A block scalar's lines are its text, never keys of the document.
    #expect(app?["preBuildScripts"]?.items.first?["name"]?.text == "Lint")
    #expect(document["targets"]?.pairs.map(\.key) == ["App"])
  }

  @Test func aSequenceMayStartAtItsKeysIndentation() {
    let document = YAMLValue.parse("sources:\n- App\n- Kit\nname: X\r\n")
    #expect(document["sources"]?.items.compactMap(\.text) == ["App", "Kit"])
    #expect(document["name"]?.text == "X")
  }

  @Test func linesItCannotPlaceAreSkippedNotFatal() {
    let document = YAMLValue.parse("name: A\n  stray: indented\n&anchor\nother: B\n")
    #expect(document["name"]?.text == "A")
  }
}
