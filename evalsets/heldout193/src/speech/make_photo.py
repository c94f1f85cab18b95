import random
from PIL import Image, ImageFilter, ImageDraw, ImageChops
random.seed(193)
im = Image.open('page-1.png').convert('RGB')
w, h = im.size
# paper on a desk background
bg = Image.new('RGB', (int(w*1.12), int(h*1.10)), (96, 84, 70))
bg.paste(im, (int(w*0.06), int(h*0.05)))
bg = bg.rotate(2.2, resample=Image.BICUBIC, expand=False, fillcolor=(96, 84, 70))
# shading: gradient from top-left light to bottom-right darker
W, H = bg.size
big = Image.linear_gradient('L').resize((2*W, 2*H)).rotate(35, resample=Image.BICUBIC)
grad = big.crop((W//2, H//2, W//2 + W, H//2 + H))
shade = Image.merge('RGB', [grad.point(lambda v: 255 - int(v*0.28))]*3)
bg = ImageChops.multiply(bg, shade)
# vignette
mask = Image.new('L', (W, H), 0)
ImageDraw.Draw(mask).ellipse((-W*0.15, -H*0.12, W*1.15, H*1.12), fill=255)
mask = mask.filter(ImageFilter.GaussianBlur(120))
dark = Image.new('RGB', (W, H), (40, 35, 30))
bg = Image.composite(bg, dark, mask)
bg = bg.filter(ImageFilter.GaussianBlur(0.9))
# noise
noise = Image.effect_noise((W, H), 18).convert('RGB')
bg = Image.blend(bg, ImageChops.multiply(bg, noise.point(lambda v: 200 + v//5)), 0.35)
bg.save('../../cvs/nabila_cv_2026.jpg', quality=82)
print(bg.size)
