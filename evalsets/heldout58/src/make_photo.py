"""Turns src/chao_page.png into a phone-photo-like JPG (no text layer) in ../cvs/."""
import random
from pathlib import Path
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(58)
here = Path(__file__).resolve().parent
img = Image.open(here / "chao_page.png").convert("RGB")
# paper tint
tint = Image.new("RGB", img.size, (244, 238, 226))
img = ImageChops.multiply(img, tint)
# put on a darker "table" background and rotate
W, H = img.size
bg = Image.new("RGB", (int(W * 1.08), int(H * 1.06)), (92, 78, 64))
bg.paste(img, ((bg.width - W) // 2, (bg.height - H) // 2))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
# shading: light gradient from top-left + vignette
w, h = img.size
mask = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(mask)
for i in range(40):
    f = i / 40
    dr.ellipse([int(-w * 0.2 + f * w * 0.35), int(-h * 0.2 + f * h * 0.35),
                int(w * 1.2 - f * w * 0.35), int(h * 1.2 - f * h * 0.35)], fill=int(255 * f))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (20, 18, 15))
img = Image.composite(img, dark, mask.point(lambda v: 90 + int(v * 165 / 255)))
grad = Image.linear_gradient("L").resize((w, h)).rotate(30, expand=False)
shade = Image.new("RGB", (w, h), (60, 55, 50))
img = Image.composite(shade, img, grad.point(lambda v: int(v * 0.18)))
img = img.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
img = ImageChops.add(img, noise, scale=1.0, offset=-128) if False else Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 5)), 0.35)
img.save(here.parent / "cvs" / "IMG_20261103_091542.jpg", quality=82)
print(img.size)
