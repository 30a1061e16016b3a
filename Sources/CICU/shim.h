#pragma once
#include <unicode/ubidi.h>
