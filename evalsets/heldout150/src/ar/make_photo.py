"""page-1.png -> ../../cvs/lior_abramov_cv_2026.jpg (phone photo of a printed page)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(150)
page = Image.open("page-1.png").convert("RGB")
# crop to the printed area (the CV fills the top part of the page)
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
w, h = page.size
bg = Image.new("RGB", (w + 160, h + 160), (96, 84, 70))  # wooden desk
bg.paste(page, (80, 80))
img = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# uneven lighting: darker lower-right
shade = Image.new("L", img.size, 0)
d = ImageDraw.Draw(shade)
W, H = img.size
for i in range(0, W + H, 4):
    d.line([(i, 0), (0, i)], fill=min(90, int(90 * i / (W + H))), width=4)
img = ImageChops.subtract(img, Image.merge("RGB", [shade] * 3))
# vignette
vig = Image.new("L", img.size, 0)
ImageDraw.Draw(vig).ellipse([-W * 0.2, -H * 0.2, W * 1.2, H * 1.2], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
img = Image.composite(img, Image.new("RGB", img.size, (30, 28, 25)), vig)
img = img.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.add(img, noise, scale=2.0, offset=-64), 0.25)
img.save("../../cvs/lior_abramov_cv_2026.jpg", quality=82)
