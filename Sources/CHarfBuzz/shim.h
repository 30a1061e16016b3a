#pragma once
#include <hb.h>
