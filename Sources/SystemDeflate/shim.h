// The system's libdeflate, for the deflate and CRC-32 of Anki packages (Sources/Flashcards/Zip).
#include <libdeflate.h>
