"""Turns the rendered page ylc-1.png into a phone photo cvs/雍立川_简历_2026.jpg (no text layer)."""
import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(196)
page = Image.open("ylc-1.png").convert("RGB")
w, h = page.size
page = page.crop((0, 0, w, int(h * 0.62)))
w, h = page.size
# paper on a darker desk background
bg = Image.new("RGB", (w + 160, h + 160), (92, 84, 74))
paper = page.point(lambda v: int(v * 0.93 + 8))
bg.paste(paper, (80, 80))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 84, 74))
# shading: a gradient from top-left bright to bottom-right darker + vignette
W, H = img.size
grad = Image.new("L", (W, H))
gd = ImageDraw.Draw(grad)
for y in range(H):
    gd.line([(0, y), (W, y)], fill=int(255 - 55 * y / H))
vig = Image.new("L", (W, H), 0)
vd = ImageDraw.Draw(vig)
vd.ellipse([-W * 0.25, -H * 0.25, W * 1.25, H * 1.25], fill=255)
vig = vig.filter(ImageFilter.GaussianBlur(120))
mask = ImageChops.multiply(grad, vig)
dark = Image.new("RGB", (W, H), (30, 26, 22))
img = Image.composite(img, dark, mask.point(lambda v: int(110 + v * 145 / 255)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert("RGB")
img = Image.blend(img, noise, 0.06)
img.save("../cvs/雍立川_简历_2026.jpg", quality=82)
print(img.size)
