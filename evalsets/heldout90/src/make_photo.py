"""Turns the 150-dpi render of src/tex/wu_jiashuo_2023_print.pdf into a phone-photo JPEG (no text layer)."""
import random, sys
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(90)
src, out = sys.argv[1], sys.argv[2]
page = Image.open(src).convert("RGB")
W, H = page.size
# paper slightly off-white, lay it on a dark wooden-ish table
page = ImageChops.multiply(page, Image.new("RGB", page.size, (246, 241, 230)))
bg = Image.new("RGB", (int(W * 1.12), int(H * 1.08)), (92, 70, 52))
bg.paste(page, (int(W * 0.06), int(H * 0.035)))
img = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 70, 52))
# uneven lighting: vignette + a side shadow
mask = Image.new("L", img.size, 0)
d = ImageDraw.Draw(mask)
w, h = img.size
for i in range(40):
    d.ellipse([-w * 0.3 + i * w * 0.012, -h * 0.25 + i * h * 0.01, w * 1.3 - i * w * 0.012, h * 1.25 - i * h * 0.01], fill=120 + i * 3)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", img.size, (25, 20, 15))
img = Image.composite(img, dark, mask)
shade = Image.linear_gradient("L").rotate(90, expand=True).resize(img.size)
img = Image.composite(img, ImageChops.multiply(img, Image.new("RGB", img.size, (200, 195, 185))), shade)
img = img.filter(ImageFilter.GaussianBlur(0.8))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = ImageChops.add(ImageChops.multiply(img, Image.new("RGB", img.size, (235, 235, 235))), ImageChops.multiply(noise, Image.new("RGB", img.size, (20, 20, 20))))
img.save(out, "JPEG", quality=82)
print("wrote", out, img.size)
