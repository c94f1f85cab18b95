import sys, random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(315)
src, dst = sys.argv[1], sys.argv[2]
im = Image.open(src).convert("RGB")
w, h = im.size
# paper tint
tint = Image.new("RGB", im.size, (236, 230, 214))
im = ImageChops.multiply(im, tint)
# background (table) and rotation
bg = Image.new("RGB", (int(w * 1.12), int(h * 1.08)), (92, 74, 58))
bg.paste(im, ((bg.width - w) // 2, (bg.height - h) // 2))
im = bg.rotate(-2.2, resample=Image.BICUBIC, expand=False, fillcolor=(92, 74, 58))
# vignette / shading from one side
W, H = im.size
mask = Image.new("L", (W, H), 0)
d = ImageDraw.Draw(mask)
for i in range(0, 255, 3):
    d.ellipse([-W * 0.3 + i * 2, -H * 0.2 + i * 2, W * 1.3 - i * 2, H * 1.2 - i * 2], fill=i)
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (W, H), (20, 18, 15))
im = Image.composite(im, dark, mask.point(lambda v: 120 + v * 135 // 255))
grad = Image.linear_gradient("L").rotate(90).resize((W, H))
im = Image.composite(im, ImageChops.multiply(im, Image.new("RGB", (W, H), (200, 200, 205))), grad)
im = im.filter(ImageFilter.GaussianBlur(0.9))
noise = Image.effect_noise((W, H), 14).convert("RGB")
im = ImageChops.add(im, noise, scale=2.2, offset=-60)
im.save(dst, "JPEG", quality=82)
