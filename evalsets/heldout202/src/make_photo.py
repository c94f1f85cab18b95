import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(202)
img = Image.open("qiao_wanru_2026-1.png").convert("RGB")
w, h = img.size
# paper tint + vignette
tint = Image.new("RGB", (w, h), (236, 230, 214))
img = ImageChops.multiply(img, tint)
mask = Image.new("L", (w, h), 0)
dr = ImageDraw.Draw(mask)
for i in range(40):
    dr.ellipse([-w*0.25 + i*8, -h*0.2 + i*8, w*1.25 - i*8, h*1.2 - i*8], fill=int(120 + i*3.3))
mask = mask.filter(ImageFilter.GaussianBlur(60))
dark = Image.new("RGB", (w, h), (60, 55, 50))
img = Image.composite(img, dark, mask)
# diagonal shading
grad = Image.linear_gradient("L").rotate(35, expand=False).resize((w, h))
shade = Image.new("RGB", (w, h), (200, 195, 190))
img = Image.composite(shade, img, grad.point(lambda v: int(v * 0.18)))
img = img.rotate(-1.8, resample=Image.BICUBIC, expand=True, fillcolor=(70, 66, 60))
img = img.filter(ImageFilter.GaussianBlur(0.7))
noise = Image.effect_noise(img.size, 18).convert("RGB")
img = Image.blend(img, ImageChops.multiply(img, noise.point(lambda v: 200 + v // 4)), 0.35)
img.save("../cvs/IMG_20261102_183412.jpg", quality=82)
