import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(153)
im = Image.open("page-1.png").convert("RGB")
w, h = im.size
# crop to the content area (top ~60% of page holds all text)
im = im.crop((0, 0, w, int(h * 0.62)))
w, h = im.size
# warm paper tint
tint = Image.new("RGB", (w, h), (246, 238, 222))
im = ImageChops.multiply(im, tint)
# put on a darker table background with margin, rotate 2.2 degrees
bg = Image.new("RGB", (w + 160, h + 160), (92, 78, 64))
bg.paste(im, (80, 80))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 78, 64))
w, h = im.size
# vignette / shading: darker to the right and bottom
shade = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(shade)
for i in range(0, 255, 3):
    x = int(w * (1 - i / 255 * 0.55))
    dr.rectangle([x, 0, w, h], fill=int(i * 0.35))
shade = shade.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (0, 0, 0))
im = Image.composite(dark, im, shade)
vig = Image.radial_gradient("L").resize((w, h)).point(lambda v: int(v * 0.45))
im = Image.composite(dark, im, vig)
im = im.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((w, h), 18).convert("RGB")
im = Image.blend(im, ImageChops.multiply(im, ImageChops.invert(noise).point(lambda v: 255 - (255 - v) // 6)), 0.6)
im.save("../../cvs/IMG_20261103_214507.jpg", quality=82)
print(im.size)
