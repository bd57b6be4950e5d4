Feature: Tally
  Counting things one tap at a time.

  Scenario: Each tap adds one
    Given the tally starts at 0
    When I tap the tally
    And I tap the tally
    Then the tally shows 2

  Scenario: Reset starts again from zero
    Given the tally starts at 7
    When I reset the tally
    Then the tally shows 0
