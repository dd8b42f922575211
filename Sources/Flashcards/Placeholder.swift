// Placeholder until the Flashcards target is written; owned by its author.
